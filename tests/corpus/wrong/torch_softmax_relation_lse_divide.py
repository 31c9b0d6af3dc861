# track: torch
# exercise: softmax
# why: stable_softmax divides the shifted exponentials by torch.logsumexp(scaled, dim=-1, keepdim=True), taking the log-sum-exp for "the numerically stable row sum"; it is the log of the unshifted sum, so each row is the right softmax times a factor of its own (sum of exp(x - max) over logsumexp) and no longer sums to 1 (it is even negative or infinite where the log-sum-exp is negative or 0)
# kind: relation
# diagnosis: row-scale


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
    return exps / torch.logsumexp(scaled, dim=-1, keepdim=True)
