# track: torch
# exercise: masking
# why: causal_mask builds the "future" mask triu(diagonal=1) of the keys after each query and transposes it to get the keys before the query; the transpose of the strict upper triangle is the strict lower triangle, so each query's own key (the diagonal) is hidden and query 0 sees nothing
# kind: relation
# diagnosis: causal-no-diagonal


def causal_mask(t, device=None):
    future = torch.ones(t, t, dtype=torch.bool, device=device).triu(diagonal=1)  # keys after the query
    return future.T  # turned round: the keys before the query
