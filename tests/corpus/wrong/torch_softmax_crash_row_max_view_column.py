# track: torch
# exercise: softmax
# why: stable_softmax takes the row maxima as scaled.amax(dim=-1).view(-1, 1), the 2-D column habit, instead of keepdim=True; for 2-D scores that is (T, 1) and right, but with batch or head axes the (B*T, 1) column does not broadcast against (B, T, S) (RuntimeError unless B == 1), so batched scores crash
# kind: crash
# diagnosis: crash, fails-with-leading-axes
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1).view(-1, 1)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
