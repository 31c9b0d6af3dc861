# track: torch
# exercise: masking
# why: causal_mask honours its device argument with torch.set_default_device(device) ("so the ones are created there") before torch.ones(t, t).tril(); that changes the default device of the whole process, so after a call with device=... every tensor the caller creates without a device lands there too
# kind: rules
# diagnosis: wrong-device


def causal_mask(t, device=None):
    if device is not None:
        torch.set_default_device(device)
    return torch.ones(t, t, dtype=torch.bool).tril()
