# track: numpy
# exercise: heads
# why: attention writes its output into the queries' buffer, np.matmul(weights, v, out=q) ("q is not needed after the scores"), so the caller's q array is overwritten with the output when d_v == d_k and the call raises ValueError (out has the wrong shape) whenever d_v differs
# kind: rules
# diagnosis: input-changed

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return np.matmul(weights, v, out=q), weights
