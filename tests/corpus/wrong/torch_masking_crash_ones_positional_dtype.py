# track: torch
# exercise: masking
# why: causal_mask calls torch.ones((t, t), torch.bool, device=device), passing the dtype positionally as np.ones(shape, dtype) allows; torch.ones takes the dtype only as a keyword, so every call raises TypeError
# kind: crash
# diagnosis: crash


def causal_mask(t, device=None):
    return torch.ones((t, t), torch.bool, device=device).tril()
