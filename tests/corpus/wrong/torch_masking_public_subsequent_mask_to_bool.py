# track: torch
# exercise: masking
# why: builds causal_mask from nn.Transformer.generate_square_subsequent_mask (0 on and below the diagonal, -inf above) and converts it with .bool() to meet the bool contract, but .bool() makes -inf True and 0 False, so the mask is True strictly above the diagonal: queries see only later keys and the last query sees none
# kind: public-code
# diagnosis: causal-upper,mask-inverted


def causal_mask(t, device=None):
    float_mask = torch.triu(torch.full((t, t), float("-inf"), device=device), diagonal=1)
    return float_mask.bool()
