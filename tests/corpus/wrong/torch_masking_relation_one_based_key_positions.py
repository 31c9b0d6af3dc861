# track: torch
# exercise: masking
# why: causal_mask numbers the keys from 1, torch.arange(t)[:, None] >= torch.arange(1, t + 1), while the queries count from 0, so every key is compared with the next query's position: the diagonal is hidden and query 0 sees no key at all
# kind: relation
# diagnosis: causal-no-diagonal

def causal_mask(t, device=None):
    queries = torch.arange(t, device=device)[:, None]
    keys = torch.arange(1, t + 1, device=device)
    return queries >= keys
