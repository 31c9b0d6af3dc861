# track: torch
# exercise: masking
# why: causal_mask writes torch.tril(torch.ones(t, t, device=device), dtype=torch.bool), giving the dtype to tril, which takes none, instead of to torch.ones, so every call raises TypeError
# kind: crash
# diagnosis: crash


def causal_mask(t, device=None):
    return torch.tril(torch.ones(t, t, device=device), dtype=torch.bool)
