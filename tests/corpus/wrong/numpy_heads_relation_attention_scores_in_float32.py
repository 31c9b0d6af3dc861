# track: numpy
# exercise: heads
# why: attention computes its scores on float32 copies, scaled_scores(q.astype(np.float32), k.astype(np.float32)), "as the GPU would", and turns them back with .astype(q.dtype); float32 inputs are unaffected and the dtype is kept, but float64 attention (and multi-head attention) carries float32 rounding in every score, so its weights and outputs differ from the expected ones by relative errors near 1e-7
# kind: relation
# diagnosis: float32-precision
def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q.astype(np.float32), k.astype(np.float32)).astype(q.dtype)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
