# track: torch
# exercise: masking
# why: builds the causal mask as torch.tril(torch.ones(t, t, dtype=torch.uint8)), the ByteTensor masks of pre-1.2 PyTorch code, so it returns 0/1 uint8 values instead of a bool tensor
# kind: relation
# diagnosis: mask-not-bool


def causal_mask(t, device=None):
    return torch.tril(torch.ones(t, t, dtype=torch.uint8, device=device))
