# track: torch
# exercise: heads
# why: attention broadcasts the leading axes, flattens them, loops over the 2-D problems and stacks the results


def attention(q, k, v, allowed=None):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    t, s, d_v = q.shape[-2], k.shape[-2], v.shape[-1]
    # The weights broadcast over q, k (and the mask); the output also over v.
    lead = torch.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=q.device).to(torch.bool)
        lead = torch.broadcast_shapes(lead, allowed.shape[:-2])
        masks = allowed.expand(*lead, t, s).reshape(-1, t, s)
    qs = q.expand(*lead, *q.shape[-2:]).reshape(-1, *q.shape[-2:])
    ks = k.expand(*lead, *k.shape[-2:]).reshape(-1, *k.shape[-2:])
    ws = []
    for i in range(qs.shape[0]):
        scores = qs[i] @ ks[i].T / math.sqrt(q.shape[-1])
        if allowed is not None:
            scores = mask_scores(scores, masks[i])
        ws.append(stable_softmax(scores))
    weights = torch.stack(ws).reshape(*lead, t, s)
    out_lead = torch.broadcast_shapes(lead, v.shape[:-2])
    w_all = weights.expand(*out_lead, t, s).reshape(-1, t, s)
    v_all = v.expand(*out_lead, s, d_v).reshape(-1, s, d_v)
    outs = [w_all[i] @ v_all[i] for i in range(w_all.shape[0])]
    return torch.stack(outs).reshape(*out_lead, t, d_v), weights
