# track: torch
# exercise: masking
# why: causal_mask follows the Head of Karpathy's "Let's build GPT" lecture, a lower triangle built once for the context length, tril = torch.tril(torch.ones(block_size, block_size)) with block_size = 8, and sliced per call as tril[:t, :t] (made bool); a slice cannot grow, so for t > 8 the mask comes back (8, 8) instead of (t, t)
# kind: public
# diagnosis: axis-reduced, cut-short


block_size = 8
_TRIL = torch.tril(torch.ones(block_size, block_size, dtype=torch.bool))


def causal_mask(t, device=None):
    return _TRIL[:t, :t].to(device)
