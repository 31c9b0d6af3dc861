# track: torch
# exercise: scaling
# why: forms every query-key product by broadcasting, (q.unsqueeze(-2) * k).sum(-1), giving the queries their key axis but forgetting k.unsqueeze(-3): right for 2-D keys, but batched keys line their batch axis up against the queries' T axis, so batched scores raise or come out wrong
# kind: axes
# diagnosis: fails-with-leading-axes

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {tuple(q.shape)} vs k {tuple(k.shape)}")
    products = q.unsqueeze(-2) * k
    return products.sum(dim=-1) / math.sqrt(q.shape[-1])
