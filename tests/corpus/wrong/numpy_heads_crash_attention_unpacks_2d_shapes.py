# track: numpy
# exercise: heads
# why: attention validates its inputs by unpacking (T, d_k), (S, d_v) = q.shape, v.shape and S_k = k.shape[0] for readable error messages, which only works for 2-D arrays: every batched or multi-head call (and so multi_head_self_attention) raises ValueError "too many values to unpack"
# kind: crash
# diagnosis: crash, fails-with-leading-axes
def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    (T, d_k), (S, d_v) = q.shape, v.shape
    S_k, _ = k.shape
    if S_k != S:
        raise ValueError(f"k has S={S_k} rows but v has S={S}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
