# track: torch
# exercise: masking
# why: causal_mask normalises its argument with device = torch.device(device) "so strings and devices both work", but torch.device(None) raises TypeError, so every call that leaves device at its default None (causal_mask(t)) crashes; only an explicit device works
# kind: crash
# diagnosis: crash, none-argument
def causal_mask(t, device=None):
    device = torch.device(device)
    return torch.ones(t, t, dtype=torch.bool, device=device).tril()
