# track: torch
# exercise: masking
# why: adapts the prefix-LM mask of UniLM / T5's prefix language model for causal_mask, with the demo config's prefix of 2 positions seen bidirectionally (key j visible when j < 2 or j <= i), so query 0 also sees key 1; every other entry of the causal mask is right
# kind: public
# diagnosis: shows-hidden


_PREFIX_LENGTH = 2


def causal_mask(t, device=None):
    pos = torch.arange(t, device=device)
    causal = pos[:, None] >= pos[None, :]
    prefix = pos[None, :] < min(_PREFIX_LENGTH, t)
    return causal | prefix
