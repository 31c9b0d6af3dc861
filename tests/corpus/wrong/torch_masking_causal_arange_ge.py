# track: torch
# exercise: masking
# why: compares positions as arange(t)[None, :] >= arange(t)[:, None], i.e. key >= query, which keeps the upper triangle: every query sees the later keys
# kind: relation
# diagnosis: causal-upper


def causal_mask(t, device=None):
    pos = torch.arange(t, device=device)
    return pos[None, :] >= pos[:, None]
