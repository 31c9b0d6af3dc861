# track: torch
# exercise: masking
# why: causal_mask builds its ones with torch.ones(t, dtype=torch.bool, device=device), one size where the square needs two (t, t), and calls .tril() on that vector; tril needs at least 2 dimensions, so every call raises RuntimeError
# kind: crash
# diagnosis: crash


def causal_mask(t, device=None):
    return torch.ones(t, dtype=torch.bool, device=device).tril()
