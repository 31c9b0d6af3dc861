# track: torch
# exercise: scaling
# why: scaled_scores folds the leading axes for torch.bmm, q.reshape(-1, T, d_k) and k.reshape(-1, S, d_k), which needs q and k to hold the same number of batches: keys shared by batched queries (valid broadcasting) raise RuntimeError, and attention and multi-head attention fail on such inputs
# kind: knockon
# diagnosis: fails-with-leading-axes

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    t, s, d_k = q.shape[-2], k.shape[-2], q.shape[-1]
    flat = torch.bmm(q.reshape(-1, t, d_k), k.reshape(-1, s, d_k).transpose(1, 2))
    return flat.reshape(*q.shape[:-2], t, s) / math.sqrt(d_k)
