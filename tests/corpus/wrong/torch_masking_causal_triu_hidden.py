# track: torch
# exercise: masking
# why: causal_mask returns triu(diagonal=1), the "True = hidden" future mask of nn.Transformer-style code, instead of the visible (tril) mask
# kind: relation
# diagnosis: mask-inverted, causal-upper


def causal_mask(t, device=None):
    return torch.ones(t, t, dtype=torch.bool, device=device).triu(diagonal=1)
