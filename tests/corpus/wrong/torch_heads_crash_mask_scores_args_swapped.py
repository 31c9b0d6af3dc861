# track: torch
# exercise: heads
# why: attention calls mask_scores(allowed, scores), the mask first as in the lesson's "np.where(visible, scores, -inf)" reading order, where mask_scores takes (scores, allowed); the (correct) mask_scores then inspects the float scores as the mask, finds values other than 0 and 1 and raises ValueError, so every valid masked call of attention and multi-head attention fails (unmasked calls are right)
# kind: crash
# diagnosis: bad-inner-call, error-on-valid
# miss: attention's own call passes the arguments in the wrong order, and the engine sees two true facts that each explain every check: attention is wrong only with a mask (fails-with-mask), and the mask_scores it calls raises on what attention passes (bad-inner-call); the pattern leads on the tie (letting bad-inner-call lead instead moved five entries of wrong/ off their named causes)


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(allowed, scores)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
