# track: torch
# exercise: masking
# why: causal_mask builds the mask on the CPU and honours device= with mask.cuda(), assuming any requested device is the GPU, so causal_mask(t, device=...) fails (Torch not compiled with CUDA) instead of returning the mask on the device it was given
# kind: crash
# diagnosis: crash, wrong-device


def causal_mask(t, device=None):
    mask = torch.ones(t, t, dtype=torch.bool).tril()  # (T, T)
    if device is not None:
        mask = mask.cuda()
    return mask
