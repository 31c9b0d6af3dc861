# track: torch
# exercise: scaling
# why: scaled_scores ports Transformer-XL's attn_score = torch.einsum("ibnd,jbnd->ijbn", q, k) * scale, written for its sequence-first (T, B, H, d) layout: 2-D and 3-D inputs raise and 4-D (B, H, T, d_k) inputs come out as (H, H, B, T)-style nonsense
# kind: public-code
# diagnosis: fixed-ndim,fixed-leading-axes

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    scale = 1 / (q.shape[-1] ** 0.5)
    return torch.einsum("ibnd,jbnd->ijbn", q, k) * scale
