# track: torch
# exercise: softmax
# why: stable_softmax divides the exponentials by torch.linalg.vector_norm(exps, dim=-1, keepdim=True), "the size of the row"; vector_norm's default ord is 2, the Euclidean length, not the sum, so each row is divided by a number smaller than its sum and sums to more than 1 (a factor of its own per row), and attention and multi-head attention, which normalise through it, return those weights and mix with them
# kind: knockon
# diagnosis: row-scale, row-l2-norm


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
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / torch.linalg.vector_norm(exps, dim=-1, keepdim=True)
