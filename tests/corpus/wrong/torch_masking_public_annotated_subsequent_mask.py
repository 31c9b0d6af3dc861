# track: torch
# exercise: masking
# why: causal_mask ports the Annotated Transformer's subsequent_mask(size), attn_shape = (1, size, size) and torch.triu(ones, diagonal=1).type(torch.uint8) == 0: the triangle and the polarity are right, but the mask keeps the tutorial's leading batch axis, (1, t, t) instead of (t, t)
# kind: public
# diagnosis: extra-axis


def causal_mask(t, device=None):
    attn_shape = (1, t, t)
    subsequent = torch.triu(torch.ones(attn_shape, device=device), diagonal=1).type(torch.uint8)
    return subsequent == 0
