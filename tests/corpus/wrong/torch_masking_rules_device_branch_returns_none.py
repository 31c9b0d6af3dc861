# track: torch
# exercise: masking
# why: causal_mask returns the CPU mask only when no device is given; in the device branch it calls mask.to(device) on a line of its own, whose result is thrown away, and falls off the end of the function, so causal_mask(t, device=...) returns None
# kind: rules
# diagnosis: returned-none


def causal_mask(t, device=None):
    mask = torch.ones(t, t, dtype=torch.bool).tril()
    if device is None:
        return mask
    mask.to(device)
