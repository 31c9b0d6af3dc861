# track: numpy
# exercise: heads
# why: attention ports the score and mixing einsums of labml.ai's annotated MultiHeadAttention, "ibhd,jbhd->ijbh" and "ijbh,jbhd->ibhd", written for its sequence-first (T, B, H, d) layout; on the kit's (..., H, T, d) inputs the letters name other axes (i reads the batch, h reads T on q and S on k), so 2-D and 3-D inputs and cross-attention raise, and 4-D self-attention pairs each query only with the key at its own position, across batch elements
# kind: public
# diagnosis: einsum-letters,fixed-ndim


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = np.einsum("ibhd,jbhd->ijbh", q, k) / math.sqrt(q.shape[-1])
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return np.einsum("ijbh,jbhd->ibhd", weights, v), weights
