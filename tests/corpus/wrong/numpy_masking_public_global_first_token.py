# track: numpy
# exercise: masking
# why: causal_mask adds the global token of Longformer / BigBird to the causal triangle, position 0 (the [CLS] token) attending to every key and seen by every query, mask[0, :] = True, so query 0 also sees every later key
# kind: public
# diagnosis: shows-hidden
def causal_mask(t):
    mask = np.tril(np.ones((t, t), dtype=bool))
    mask[:1, :] = True  # global token: position 0 attends everywhere
    mask[:, :1] = True  # and every position attends to it
    return mask
