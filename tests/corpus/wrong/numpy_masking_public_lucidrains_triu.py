# track: numpy
# exercise: masking
# why: causal_mask ports lucidrains' causal mask, torch.ones((i, j), dtype=torch.bool).triu(j - i + 1), as np.triu(np.ones((t, t), dtype=bool), t - t + 1); in that code True marks the keys to HIDE (it feeds masked_fill), so the port returns the strict upper triangle, the exact opposite of the kit's True-means-visible mask
# kind: public
# diagnosis: mask-inverted,causal-upper

def causal_mask(t):
    i = j = t
    return np.triu(np.ones((i, j), dtype=bool), j - i + 1)
