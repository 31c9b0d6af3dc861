# track: torch
# exercise: masking
# why: causal_mask compares torch.arange(t, device=device)[:, None] >= torch.arange(t), giving only the query positions the requested device; the key positions stay on the CPU, so any device other than the CPU fails or yields a mask on the wrong device
# kind: rules
# diagnosis: wrong-device

def causal_mask(t, device=None):
    queries = torch.arange(t, device=device)[:, None]
    keys = torch.arange(t)
    return queries >= keys
