# track: torch
# exercise: softmax
# why: stable_softmax returns the pair (weights, log_sum_exp) "like the flash-attention kernels, so the caller can reuse the normaliser"; the contract asks for the weights tensor alone, and attention, which calls stable_softmax, hands the tuple on to weighted_mixture and fails on every call
# kind: knockon
# diagnosis: wrong-array-type


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    total = exps.sum(dim=-1, keepdim=True)
    return exps / total, row_max + torch.log(total)
