# track: torch
# exercise: masking
# why: causal_mask builds the lower triangle and then returns its transpose, torch.ones(t, t).tril().mT, reading tril's rows as keys and "turning it into (query, key)"; the result is the upper triangle, so every query sees itself and all later keys and none of the earlier ones
# kind: axes
# diagnosis: causal-upper,mask-transposed

def causal_mask(t, device=None):
    key_by_query = torch.ones(t, t, dtype=torch.bool, device=device).tril()
    return key_by_query.mT
