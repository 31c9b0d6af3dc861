# track: torch
# exercise: softmax
# why: applies the temperature with scores.div_(temperature), dividing the caller's tensor in place
# kind: in-place
# diagnosis: input-changed


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if temp != 1.0:
        scores.div_(temp)
    row_max = scores.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scores - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
