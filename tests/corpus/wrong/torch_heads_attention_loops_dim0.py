# track: torch
# exercise: heads
# why: attention loops over the first axis only, assuming exactly one batch axis
# diagnosis: fixed-leading-axes


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    outs, ws = [], []
    for i in range(q.shape[0]):
        scores = scaled_scores(q[i], k[i])
        if allowed is not None:
            scores = mask_scores(scores, torch.as_tensor(allowed)[i])
        w = stable_softmax(scores)
        outs.append(weighted_mixture(w, v[i]))
        ws.append(w)
    return torch.stack(outs), torch.stack(ws)
