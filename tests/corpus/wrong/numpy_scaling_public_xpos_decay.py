# track: numpy
# exercise: scaling
# why: scaled_scores ports the decay of xPos (Sun et al. 2022, torchscale's XPOS with scale_base=512) without its rotation: feature pair i of the query at position n is multiplied by zeta_i^(n/512) and of the key at position m divided by zeta_i^(m/512), so every score q.k is replaced by a sum whose terms are scaled by zeta_i^((n-m)/512), a factor that depends on the query's and the key's positions
# kind: public
# diagnosis: scale-per-row-and-column


def _xpos_scale(length, d_k):
    zeta = (np.arange(0, d_k, 2) + 0.4 * d_k) / (1.4 * d_k)  # one per feature pair
    lo = -length // 2
    pos = np.arange(lo, lo + length)  # positions centred as in torchscale
    scale = zeta ** (pos[:, None] / 512)  # (length, d_k / 2)
    return np.repeat(scale, 2, axis=-1)[:, :d_k]  # both features of a pair share it


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    q = q * _xpos_scale(q.shape[-2], d_k).astype(q.dtype)
    k = k / _xpos_scale(k.shape[-2], d_k).astype(k.dtype)  # downscale for the keys
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
