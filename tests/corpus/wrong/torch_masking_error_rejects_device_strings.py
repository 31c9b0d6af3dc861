# track: torch
# exercise: masking
# why: causal_mask insists on a torch.device object and raises ValueError for anything else ("device must be a torch.device"), so a valid device given as a string such as "cpu" or "meta" is rejected
# kind: error
# diagnosis: error-on-valid


def causal_mask(t, device=None):
    if device is not None and not isinstance(device, torch.device):
        raise ValueError(f"device must be a torch.device, got {device!r}")
    return torch.ones(t, t, dtype=torch.bool, device=device).tril()
