# track: numpy
# exercise: scaling
# why: ports OpenAI guided-diffusion's QKVAttention, scale = 1 / sqrt(sqrt(ch)) on q and on k and einsum("bct,bcs->bts"), which is written for channels-first (B, C, T) tensors; on the kit's (..., T, d_k) layout it takes ch from the positions and contracts over the position axes, so it raises when T != S and returns a (..., d_k, d_k) feature product when T == S
# kind: public
# diagnosis: crash, error-on-valid, transposed


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    ch = q.shape[-2]
    scale = 1 / math.sqrt(math.sqrt(ch))
    return np.einsum("...ct,...cs->...ts", q * scale, k * scale)
