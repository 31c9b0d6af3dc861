# track: torch
# exercise: masking
# why: builds causal_mask like nn.Transformer.generate_square_subsequent_mask (a float mask, 0 on and below the diagonal, -inf above), an additive float mask instead of the contract's bool visibility mask
# kind: public-code
# diagnosis: mask-not-bool


def causal_mask(t, device=None):
    return torch.triu(torch.full((t, t), float("-inf"), device=device), diagonal=1)
