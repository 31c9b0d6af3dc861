# track: torch
# exercise: masking
# why: causal_mask calls torch.tril(ones, k=0) with NumPy's keyword for the diagonal offset; torch.tril names it diagonal=, so every call raises TypeError
# kind: crash
# diagnosis: crash


def causal_mask(t, device=None):
    ones = torch.ones(t, t, dtype=torch.bool, device=device)
    return torch.tril(ones, k=0)
