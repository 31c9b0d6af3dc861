# track: numpy
# exercise: masking
# why: builds the mask as ~np.triu(ones) (inverting the "future" mask) but np.triu keeps the diagonal, so the inverse hides each query's own key (strictly lower triangle)
# kind: relation
# diagnosis: causal-no-diagonal


def causal_mask(t):
    future = np.triu(np.ones((t, t), dtype=bool))
    return ~future
