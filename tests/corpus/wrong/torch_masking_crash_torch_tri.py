# track: torch
# exercise: masking
# why: causal_mask calls torch.tri(t, dtype=torch.bool, device=device) out of NumPy habit (np.tri), but torch has no tri function (only tril and ones), so every call raises AttributeError
# kind: crash
# diagnosis: crash

def causal_mask(t, device=None):
    return torch.tri(t, dtype=torch.bool, device=device)
