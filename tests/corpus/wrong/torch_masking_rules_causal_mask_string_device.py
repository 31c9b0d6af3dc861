# track: torch
# exercise: masking
# why: causal_mask builds the mask on the CPU and moves it only "if isinstance(device, torch.device)", so a device given as a string ("cuda", "meta", "cpu") is ignored and the mask stays on the CPU instead of the requested device
# kind: rules
# diagnosis: wrong-device
def causal_mask(t, device=None):
    mask = torch.ones(t, t, dtype=torch.bool).tril()
    if isinstance(device, torch.device):
        mask = mask.to(device)
    return mask
