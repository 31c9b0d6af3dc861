# track: numpy
# exercise: heads
# why: attention is ported from the Set Transformer's multihead attention block (Lee et al. 2019), O = Q + A V, which adds the queries back to the mixture, so the output is the right one plus q (and a ValueError when d_v != d_k)
# kind: public
# diagnosis: added-input
# miss: q + mixture raises a broadcast error on every case whose d_k differs from d_v, and the value checks' smallest failing inputs hold one query, on which an added input says nothing: the crash leads

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return q + weighted_mixture(weights, v), weights
