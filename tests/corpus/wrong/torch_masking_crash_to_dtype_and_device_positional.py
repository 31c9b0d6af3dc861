# track: torch
# exercise: masking
# why: causal_mask converts with .to(torch.bool, device), passing dtype and device positionally; Tensor.to(dtype, ...) takes non_blocking as its second positional argument and no overload accepts (dtype, device) in that order, so every call, with or without a device, raises TypeError
# kind: crash
# diagnosis: crash

def causal_mask(t, device=None):
    return torch.ones(t, t).tril().to(torch.bool, device)  # (T, T) bool on the requested device
