# track: torch
# exercise: scaling
# why: scaled_scores "transposes" the keys with k.view(*k.shape[:-2], k.shape[-1], k.shape[-2]), a view with the two sizes swapped where a transpose belongs; the shapes fit the product, but a view keeps the entries in memory order, so each column of the (d_k, S) matrix holds features of several keys and every score is wrong (and the non-contiguous heads of multi-head attention make the view raise)
# kind: axes
# diagnosis: keys-reshaped


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_t = k.view(*k.shape[:-2], k.shape[-1], k.shape[-2])
    return (q @ k_t) / math.sqrt(q.shape[-1])
