# track: numpy
# exercise: masking
# why: causal_mask builds the triangle key by key as the lesson's heat map draws it, key j visible to the queries i >= j, which is np.triu(ones) with keys as rows, and turns it into query rows with .reshape(t, t) where a transpose belongs; the reshape changes nothing, so the mask returned is the upper triangle: every query sees itself and the later keys, and not the earlier ones
# kind: axes
# diagnosis: reshaped-transpose,causal-upper


def causal_mask(t):
    by_key = np.triu(np.ones((t, t), dtype=bool))  # row j: the queries that see key j
    return by_key.reshape(t, t)  # one row per query
