# track: numpy
# exercise: heads
# why: attention follows blockwise (memory-efficient) attention, a softmax over each block of 2 keys, but averages the blocks' outputs instead of rescaling them by their log-sum-exp, so the weights of different blocks are not comparable
# kind: public
# diagnosis: row-scale,blocks-apart

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("S differs")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    S = scores.shape[-1]
    blocks = []
    for s0 in range(0, S, 2):
        blk = scores[..., s0:s0 + 2]
        m = blk.max(axis=-1, keepdims=True)
        m = np.where(np.isneginf(m), 0.0, m)
        e = np.exp(blk - m)
        tot = e.sum(axis=-1, keepdims=True)
        blocks.append(np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0.0))
    n = len(blocks)
    weights = np.concatenate(blocks, axis=-1) / n
    weights = weights.astype(scores.dtype, copy=False)
    return weighted_mixture(weights, v), weights
