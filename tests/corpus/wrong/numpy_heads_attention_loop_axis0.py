# track: numpy
# exercise: heads
# why: attention loops over axis 0 as the batch axis, which breaks for unbatched, multi-axis or broadcast inputs
# diagnosis: fixed-leading-axes


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    outs, ws = [], []
    for i in range(q.shape[0]):
        scores = scaled_scores(q[i], k[i])
        if allowed is not None:
            mask = np.asarray(allowed)
            scores = mask_scores(scores, mask[i] if mask.ndim == q.ndim else mask)
        w = stable_softmax(scores)
        outs.append(weighted_mixture(w, v[i]))
        ws.append(w)
    return np.stack(outs), np.stack(ws)
