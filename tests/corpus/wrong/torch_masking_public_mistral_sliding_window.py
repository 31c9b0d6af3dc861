# track: torch
# exercise: masking
# why: causal_mask ports Mistral's sliding-window causal mask (tril and triu(-(window - 1)), with the small sliding_window=4 of the demo config), so for t > 4 each query also loses the keys more than 3 positions back, which a causal mask keeps visible
# kind: public-code
# diagnosis: hides-visible


def causal_mask(t, device=None, sliding_window=4):
    ones = torch.ones(t, t, dtype=torch.bool, device=device)
    return ones.tril() & ones.triu(-(sliding_window - 1))
