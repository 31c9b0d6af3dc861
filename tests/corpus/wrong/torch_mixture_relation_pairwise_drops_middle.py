# track: torch
# exercise: mixture
# why: weighted_mixture adds the keys' contributions by pairwise (tree) summation "for accuracy, as NumPy sums", recursing on keys [lo, mid) and [mid + 1, hi), so the key at the midpoint of every split is never added: each output misses several keys' weight times value row
# kind: relation
# diagnosis: key-left-out


def _tree_sum(weights, values, lo, hi):
    if hi - lo == 1:
        return weights[..., :, lo, None] * values[..., lo, None, :]
    mid = (lo + hi) // 2
    left = _tree_sum(weights, values, lo, mid)
    if mid + 1 >= hi:
        return left
    return left + _tree_sum(weights, values, mid + 1, hi)


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return _tree_sum(weights, values, 0, weights.shape[-1])
