# track: torch
# exercise: masking
# why: causal_mask returns a float tensor of ones and zeros instead of a bool tensor
# diagnosis: mask-not-bool


def causal_mask(t, device=None):
    return torch.tril(torch.ones(t, t, device=device))
