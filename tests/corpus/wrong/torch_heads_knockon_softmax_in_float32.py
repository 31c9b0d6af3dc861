# track: torch
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's stable_softmax computes in single precision, scaled = scores.float() / temp ("softmax is fine in float32, as in mixed-precision code"), and returns that, so attention returns float32 weights for float64 inputs (and the mixture then fails on the mixed dtypes)
# kind: knockon
# diagnosis: dtype-changed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores.float() / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
