import { describe, expect, it } from "vitest";
import { getEngine } from "../engine.js";
import { matchFood } from "./match-food.js";

const { index } = getEngine();
const best = (text: string): string => matchFood(text, index)?.food.description ?? "(none)";

describe("matchFood honours what the words say", () => {
  it("milk fat levels: whole, skim, 2%", () => {
    expect(best("whole milk")).toBe("Milk, whole");
    expect(best("skim milk")).toBe("Milk, fat free (skim)");
    expect(best("2% milk")).toBe("Milk, reduced fat (2%)");
  });

  it("a kind of a dish USDA does not have is the phrase table's food of that dish, said to be a guess", () => {
    const kale = matchFood("kale salad", index);
    expect(kale?.food.description).toMatch(/^Lettuce, salad/);
    expect(kale?.guessed).toBe(true);
    expect(best("macaroni salad with egg")).toMatch(/^Macaroni or pasta salad/);
    expect(best("chicken salad")).toMatch(/^Chicken or turkey salad/);
  });

  it("a word the database lacks that ends in a kind of food is the nearest of that kind ('weakfish')", () => {
    expect(best("fried weakfish")).toBe("Fish, NS as to type, fried");
    expect(best("boiled parrotfish")).toMatch(/^Fish, /);
    expect(best("muskmelon")).toBe("Cantaloupe, raw");
  });

  it("cooked versus raw, and the cooking method", () => {
    expect(best("raw broccoli")).toBe("Broccoli, raw");
    expect(best("fried egg")).toMatch(/^Egg, whole, fried/);
    expect(best("baked potato")).toMatch(/^Potato, baked/);
  });

  it("a phrase opening with how it was cooked still has its head noun ('cooked fish' is no egg white)", () => {
    expect(best("cooked fish, the type a mystery")).toMatch(/^Fish, /);
    expect(best("cooked ground beef patty layered with cheese with ketchup")).toMatch(/^Beef, ground, patty/);
  });

  it("a chain's own food USDA names after the chain is that food when the chain and the dish are said", () => {
    expect(best("olive garden lasagna classico")).toBe("OLIVE GARDEN, lasagna classico");
  });

  it("a cut or shape a food is sold in names no food: sausage links are sausage", () => {
    expect(best("turkey sausage links")).toBe("Turkey or chicken sausage");
  });

  it("a packaged frozen meal only when the words say it is one", () => {
    expect(best("fried chicken with mashed potatoes")).toMatch(/^Chicken, NS as to part, fried/);
    expect(best("salisbury steak frozen meal")).toBe("Salisbury steak with gravy, potatoes, vegetable, frozen meal");
  });

  it("a dish typed first after the chain it came from is the dish ('qdoba burrito steak')", () => {
    expect(best("qdoba burrito steak")).toBe("Burrito, beef, cheese");
  });

  it("a chain's name names its food only with the dish said: a Chick-fil-A wrap is no Chick-fil-A sandwich", () => {
    expect(best("chick-fil-a wrap")).toBe("Sandwich wrap, NFS");
    expect(best("chick-fil-a chicken sandwich")).toBe("CHICK-FIL-A, chicken sandwich");
  });

  it("a chain named among a food's other names does not make every food of that chain it", () => {
    expect(best("dunkin iced coffee black")).toBe("Iced Coffee, brewed");
  });

  it("a dish USDA names 'with meat' only when a meat is said", () => {
    expect(best("scrambled eggs with cheese")).not.toMatch(/meat/);
    expect(best("scrambled eggs with cheese and meat")).toMatch(/with cheese and meat/);
  });

  it("a slang synonym inside USDA's own dish name stays the dish's word", () => {
    expect(best("sloppy joe")).toMatch(/^Sloppy joe/);
    expect(best("cup of joe")).toMatch(/^Coffee/);
    expect(best("ice cream soda")).toMatch(/^Ice cream soda/);
    expect(best("cream soda")).toBe("Soft drink, cream soda");
    expect(best("frankfurter hot dog")).toBe("Hot dog, NFS");
  });

  it("a word a food's other name says it is free of does not name it ('sugar free' holds no sugar)", () => {
    expect(best("dunkin medium hot coffee with sugar")).toBe("Coffee, pre-sweetened with sugar");
  });

  it("another name said across what a food is served on names nothing: an egg on a bagel is no egg bagel", () => {
    expect(best("egg bagel")).toBe("Bagel");
    expect(best("egg on a bagel")).toBe("Egg sandwich on bagel");
  });

  it("a dish typed first and what it holds after ('pizza pepperoni') is the dish", () => {
    expect(best("pizza pepperoni")).toMatch(/^Pizza with pepperoni/);
    expect(best("burrito chicken")).toMatch(/^Burrito, chicken/);
    expect(best("pepperoni")).toMatch(/^Pepperoni/);
  });

  it("a drink's usual kind when no flavour or sweetening is said", () => {
    expect(best("soy milk")).toBe("Soy milk, sweetened");
    expect(best("unsweetened soy milk")).toBe("Soy milk, unsweetened");
    expect(best("chocolate soy milk")).toBe("Soy milk, chocolate");
  });

  it("a cereal named by brand is the cereal, not a bar USDA lists it as a flavour of", () => {
    expect(best("kellogg's frosted flakes")).toBe("Cereal, corn flakes, flavored");
    expect(best("kellogg's froot loops")).toBe("Cereal, fruit rings");
  });

  it("words that name nothing alone name the food whose whole name they are", () => {
    expect(best("snack mix")).toBe("Snack mix");
    expect(best("frozen dinner")).toBe("Frozen dinner, NFS");
  });

  it("a burger on a described bun is USDA's burger on that bun, sized by its patty", () => {
    expect(best("cheeseburger on a soft white bun")).toBe("Cheeseburger, on white bun, 1 medium patty");
    expect(best("hamburger nestled in a toasted wheat hamburger bun")).toMatch(/^Hamburger, on wheat bun/);
    expect(matchFood("cheeseburger on a white bun", index, [], "small")?.food.description).toBe(
      "Cheeseburger, on white bun, 1 small patty",
    );
  });

  it("a brand USDA gives as a food's other name names that food", () => {
    expect(best("cheerios")).toMatch(/^Cereal, O's/);
  });

  it("meat in a mixed dish is beef or pork, not another dish that says meat", () => {
    expect(best("quesadilla with meat")).toBe("Quesadilla, beef or pork");
  });

  it("a soft or hard taco is a taco in that tortilla, not the tortilla", () => {
    expect(best("soft taco filled with fish")).toMatch(/^Taco, flour tortilla/);
    expect(best("hard taco with beef")).toMatch(/^Taco, corn tortilla/);
  });

  it("where a food was bought names no topping: fries from a fast food place are plain fast-food fries", () => {
    expect(best("french fries from my favorite fast food place")).toBe("Potato, french fries, fast food");
  });

  it("a product name FNDDS gives only in its description names the food", () => {
    expect(best("pediasure")).toBe("Toddler formula, PediaSure");
  });

  it("100% juice is what a plain juice is, not a rarer juice that happens to say 100%", () => {
    expect(best("100% fruit juice")).toBe("Fruit juice, NFS");
    expect(best("100% orange juice")).toBe("Orange juice, 100%, NFS");
  });

  it("a frozen lunch is a frozen dinner, not a slush drink", () => {
    expect(best("frozen lunch")).toBe("Frozen dinner, NFS");
  });

  it("peas are green peas unless another kind is named", () => {
    expect(best("peas")).toBe("Green peas, NS as to form, cooked");
    expect(best("black-eyed peas")).toBe("Blackeyed peas, NFS");
    expect(best("snow peas")).toBe("Snowpeas, NS as to form, cooked");
    expect(best("peas and carrots")).toBe("Peas and carrots, cooked, NS as to form");
    expect(best("rice with peas")).toMatch(/^Rice, white, with peas/);
  });

  it("a frankfurter is a hot dog, not a dish of them in sauce", () => {
    expect(best("frankfurter")).toBe("Hot dog, NFS");
    expect(best("turkey frankfurter")).toBe("Hot dog, turkey");
  });

  it("low-fat is USDA's 'lowfat' as much as its 'low fat'", () => {
    expect(best("low-fat cereal bar")).toBe("Cereal or granola bar, lowfat, NFS");
    expect(best("low-fat breakfast tarts")).toBe("Breakfast tart, lowfat");
    expect(best("lowfat milk")).toBe("Milk, low fat (1%)");
  });

  it("cocoa is the drink, but Cocoa Krispies are a cereal", () => {
    expect(best("cocoa")).toBe("Hot chocolate / cocoa, NFS");
    expect(best("kellogg's cocoa krispies")).toBe("Cereal, chocolate crispy");
  });

  it("a meatloaf ball is meat loaf weighed by the meatball", () => {
    expect(best("beef meatloaf ball")).toMatch(/^Meat loaf made with beef/);
  });

  it("a smoothie is a fruit smoothie unless vegetables are said", () => {
    expect(best("smoothie")).toBe("Fruit smoothie, NFS");
    expect(best("strawberry smoothie")).toBe("Fruit smoothie, NFS");
    expect(best("vegetable smoothie")).toBe("Vegetable smoothie");
  });

  it("another food's name among a dish's listed ingredients does not name the dish", () => {
    expect(best("creamy sour cream topping")).toBe("Sour cream, regular");
    expect(best("crab salad sandwich")).toBe("Seafood salad sandwich");
  });

  it("a pizza is no pizza with fruit unless fruit was said", () => {
    expect(best("medium crust cheese pizza")).toBe("Pizza, cheese, from restaurant or fast food, medium crust");
    expect(best("thin crust pizza with a mix of meats")).not.toMatch(/fruit/);
    expect(best("pizza with pineapple and ham")).toMatch(/^Pizza with meat and fruit/);
  });

  it("a Baby Ruth is a candy bar, not baby food", () => {
    expect(best("baby ruth bar")).toBe("Chocolate candy, nougat filled with nuts");
  });

  it("plain tea when no kind is said, the kind when one is", () => {
    expect(best("tea")).toBe("Tea, hot, leaf, black");
    expect(best("ginger tea")).toBe("Tea, ginger");
    expect(best("chai tea with milk")).toBe("Tea, hot, with milk");
  });

  it("a word USDA says elsewhere in the name is not left unspecified by its 'NS as to' part", () => {
    expect(best("white rice cooked with added fat")).toBe("Rice, white, cooked, fat added, NS as to fat type");
  });

  it("a sweetener named after USDA's 'Sugar substitute' class, and a dish's sauce said as its topping", () => {
    expect(best("stevia powder")).toBe("Sugar substitute, stevia, powder");
    expect(best("a packet of saccharin powder")).toBe("Sugar substitute, saccharin, powder");
    expect(best("sugar")).toBe("Sugar, NFS");
    expect(best("chicken enchilada smothered in green-chile sauce")).toBe("Enchilada, chicken");
    expect(best("green enchilada sauce")).toBe("Enchilada sauce, green");
  });

  it("a food for grown-ups loses once baby food was asked for", () => {
    expect(best("sweet strained applesauce")).toBe("Babyfood, fruit, applesauce, strained");
    expect(best("sweet applesauce")).toMatch(/^Applesauce/);
  });

  it("a soft taco is a flour-tortilla taco, not a taco salad", () => {
    expect(best("a soft taco with chicken and sour cream")).toBe("Taco, flour tortilla, chicken, cheese");
    expect(best("a hard taco with beef")).toMatch(/^Taco, corn tortilla, beef/);
  });

  it("confections are candy", () => {
    expect(best("soft fruit confections")).toBe("Candy, fruit snacks");
  });

  it("a pizza is bought ready unless the user says frozen", () => {
    expect(best("a piece of medium crust pepperoni pizza")).toBe(
      "Pizza with pepperoni, from restaurant or fast food,  medium crust",
    );
    expect(best("a piece of frozen medium crust pepperoni pizza")).toBe(
      "Pizza with pepperoni, from frozen, medium crust",
    );
  });

  it("fish at the head of a dish is a food the user did not say", () => {
    expect(best("fried chicken sandwich on a wheat bun")).toBe("Chicken fillet sandwich, fried, on wheat bun");
    expect(best("fried fish sandwich on a wheat bun")).toBe("Fish sandwich, fried, on wheat bun");
  });

  it("diet versus regular soft drinks", () => {
    expect(best("diet coke")).toBe("Soft drink, cola, diet");
    expect(best("coke")).toBe("Soft drink, cola");
  });

  it("restaurant and brand words pick the matching food", () => {
    expect(best("big mac")).toBe("Big Mac (McDonalds)");
    expect(best("cheese pizza from a restaurant")).toMatch(/^Pizza, cheese, from restaurant or fast food/);
  });

  it("the dish beats its ingredients and the head noun decides", () => {
    expect(best("burrito with beans and cheese")).toMatch(/^Burrito/);
    expect(best("crisp raw apple")).toBe("Apple, raw");
    expect(best("apple crisp")).toBe("Crisp, apple");
    expect(best("sardines")).toMatch(/^Fish, sardines/);
  });

  it("the plain reading wins: no unsaid sauce, a fillet is its fish, one alternative names the group", () => {
    expect(best("grilled chicken breast")).toMatch(/^Chicken breast, grilled without sauce/);
    expect(best("grilled salmon fillet")).toBe("Fish, salmon, grilled");
    expect(best("macaroni and cheese")).toBe("Macaroni or noodles with cheese");
    expect(best("fruit soda")).toBe("Soft drink, fruit flavored, caffeine containing");
    expect(best("caffeine-free fruit soda")).toBe("Soft drink, fruit flavored, caffeine free");
    expect(best("cheesy pizza")).toMatch(/^Pizza, cheese/);
    expect(best("fruity low-fat yogurt")).toBe("Yogurt, low fat milk, fruit");
    expect(best("fruity danish pastry")).toBe("Danish pastry, with fruit");
    expect(best("sugary treat")).toBe("(none)");
    expect(best("lettuce")).toBe("Lettuce, raw");
    expect(best("a frankfurter on a plain white bun")).toBe("Hot dog sandwich, NFS, on white bun");
  });

  it("a shape the food is weighed in is no different food: a sausage patty is sausage, a patty in a bun a burger", () => {
    expect(best("sausage patty")).toBe("Sausage, NFS");
    expect(best("meatless patty")).toBe("Veggie burger patty, no bun");
    expect(best("hot dog bun filled with a bun-size italian sausage")).toMatch(/^Italian sausage sandwich/);
    expect(best("footlong frankfurter made from chicken nestled in a soft whole wheat hot dog bun")).toMatch(
      /^Hot dog sandwich, .*on wheat bun/,
    );
    expect(best("egg roll filled with chicken")).toMatch(/^Egg roll/);
    expect(best("italian sausage in a bun-size link")).toBe("Italian sausage");
    expect(best("baby carrot")).toBe("Carrots, raw");
    // A stick is a shape, unless USDA names a food by it ("Mozzarella sticks", "Fish, stick").
    expect(best("carrot sticks")).toMatch(/^Carrots,/);
    expect(best("celery sticks")).toBe("Celery, raw");
    expect(best("mozzarella sticks")).toBe("Mozzarella sticks, breaded, baked, or fried");
    expect(best("fish sticks")).toBe("Fish, stick");
    expect(best("teething biscuit")).toBe("Baby Toddler biscuit");
    expect(best("ground chicken patty nestled in a wheat hamburger bun")).toBe(
      "Turkey or chicken burger, on wheat bun",
    );
    expect(best("turkey burger on a soft white bun")).toBe("Turkey or chicken burger, on white bun");
    expect(best("crustless peanut butter and jelly sandwich")).toBe(
      "Peanut butter and jelly sandwich, frozen commercial product without crusts",
    );
  });

  it("two kinds of one thing named by either kind: a nutrition bar is no particular brand", () => {
    expect(best("nutrition bar")).toBe("Nutrition bar or meal replacement bar, NFS");
    expect(best("meal replacement bar")).toBe("Nutrition bar or meal replacement bar, NFS");
    expect(best("clif bar")).toBe("Nutrition bar (Clif Bar)");
  });

  it("a plain noun gets USDA's generic entry", () => {
    expect(best("eggs")).toBe("Egg, whole, cooked, NS as to cooking method");
    expect(best("rice")).toBe("Rice, cooked, NFS");
  });

  it("shorthand and other cuisines' names go through the synonym table", () => {
    expect(best("pb&j")).toMatch(/^Peanut butter and jelly sandwich/);
    expect(best("chalupa")).toMatch(/^Gordita/);
    expect(best("frosted mini wheats")).toBe("Cereal, shredded wheat, flavored");
  });

  it("a Whopper said with the kind of burger it is stays the Whopper", () => {
    expect(best("whopper cheese burger")).toBe("Whopper with cheese (Burger King)");
    expect(best("burger king whopper hamburger")).toBe("Whopper (Burger King)");
  });

  it("a chain's name holding a food word says where the food came from ('shake shack shackburger')", () => {
    expect(best("shake shack shackburger")).toBe("Cheeseburger, from fast food, 1 large patty");
    expect(best("shake shack chocolate shake")).toBe("Milk shake, fast food, chocolate");
  });

  it("reads brands and chains by what they sell ('vanilla skyr', 'halo top', 'applebees boneless wings')", () => {
    expect(best("vanilla skyr")).toBe("Yogurt, Greek, vanilla, nonfat");
    expect(best("halo top")).toBe("Light ice cream, NFS");
    expect(best("glass of rosé")).toBe("Wine, rose");
    expect(best("applebees boneless wings")).toBe(
      'Chicken "wings", boneless, with hot sauce, from fast food / restaurant',
    );
    expect(best("waffle house waffle")).toBe("Waffle, plain, fast food / restaurant");
  });

  it("reads other spellings of USDA's words ('kebab', 'flat white', 'carbonara')", () => {
    expect(best("chicken kebab")).toMatch(/^Chicken or turkey shish kabob/);
    expect(best("flat white")).toBe("Coffee, Latte");
    expect(best("spaghetti carbonara")).toBe("Pasta with cream sauce and meat, home recipe");
  });

  it("a cheese stick is string cheese, and a fried one a mozzarella stick, not a cheese cracker", () => {
    expect(best("cheese stick")).toBe("Cheese, Mozzarella, part skim");
    expect(best("fried cheese sticks")).toBe("Mozzarella sticks, breaded, baked, or fried");
  });

  it("typos one letter off still find the food", () => {
    expect(best("brocoli")).toMatch(/^Broccoli/);
  });

  it("words that name no food give no match", () => {
    expect(matchFood("hello", index)).toBeUndefined();
    expect(matchFood("crispy coating", index)).toBeUndefined();
  });
});

describe("matchFood knows plain produce and talk", () => {
  it("never gives a cooked food for a raw one, nor the other way round", () => {
    expect(best("fresh raw carrots")).toBe("Carrots, raw");
    expect(best("boiled carrots")).toMatch(/^Carrots, .*cooked/);
  });

  it("reads fried chicken as bought ready unless it was cooked from raw", () => {
    expect(best("fried chicken breast")).toMatch(/from pre-cooked$/);
    expect(best("homemade fried chicken breast from raw")).toMatch(/from raw$/);
  });

  it("reads a food the ingredient tables name after a class word", () => {
    expect(best("commercially prepared fruitcake")).toBe("Cake, fruitcake, commercially prepared");
  });

  it("reads two food words run together", () => {
    expect(best("chocolatecake")).toMatch(/^Cake or cupcake, chocolate/);
  });

  it("reads a bread 'with egg' as the egg sandwich on it", () => {
    expect(best("bagel topped with egg cheese and ham")).toBe("Egg sandwich on bagel, with ham");
    expect(best("biscuit filled with egg cheese and sausage")).toBe("Egg sandwich on biscuit, with sausage and cheese");
  });

  it("reads a burger on a bun as the usual medium-patty burger, and a bun alone as a roll", () => {
    expect(best("cheeseburger on white bun")).toBe("Cheeseburger, on white bun, 1 medium patty");
    expect(best("white bun")).toBe("Roll, white, hamburger bun");
  });

  it("reads a bowl of cereal as cold cereal unless it is hot", () => {
    expect(best("cereal")).toBe("Cereal, ready-to-eat, NFS");
    expect(best("hot cereal")).toBe("Cereal, cooked, NFS");
  });

  it("reads 'diet pepper' as the soft drink", () => {
    expect(best("diet pepper")).toBe("Soft drink, pepper type, diet");
  });

  it("reads plain 'oil' as vegetable oil", () => {
    expect(best("oil")).toBe("Vegetable oil, NFS");
    expect(best("olive oil")).toMatch(/^Olive oil/);
  });

  it("finds produce only the ingredient tables name", () => {
    expect(best("raw yam")).toBe("Yam, raw");
  });

  it("reads strained food and 'baby food' as the jarred baby food, in either table's spelling", () => {
    expect(best("strained peas")).toMatch(/^Baby(?: Toddler|food, vegetables,) peas/);
    expect(best("baby food chicken noodle")).toBe("Babyfood, dinner, chicken noodle, strained");
  });

  it("never gives a meat dish for a meatless one, whatever else the dish leaves out", () => {
    expect(best("meatless burrito filled with beans and rice")).not.toMatch(/\bmeat\b/i);
  });

  it("never gives a food whose name says the opposite of the user's words", () => {
    expect(best("nonalcoholic malt beverage")).toMatch(/non-alcoholic/);
    expect(best("thin crust cheese pizza")).toMatch(/thin crust/);
    expect(best("thick crust cheese pizza")).toMatch(/thick crust/);
  });

  it("reads 'con carne' as with meat", () => {
    expect(best("chili con carne")).toBe("Chili with meat");
    expect(best("chili con carne with beans")).toBe("Chili with meat and beans");
  });

  it("reads what comes with a dish as its company, not the food", () => {
    expect(best("ham and cheese sandwich with lettuce and a tasty spread")).toMatch(/^Ham sandwich/);
  });

  it("reads a mixed dish as made at home unless the user says where it came from", () => {
    expect(best("pasta with tomato-based sauce")).toBe("Pasta with tomato-based sauce, home recipe");
    expect(best("homemade pasta with cream sauce")).toMatch(/home recipe/);
    expect(best("pasta with tomato-based sauce from a restaurant")).toBe("Pasta with tomato-based sauce, restaurant");
  });

  it("gives the meat dish when the user named a meat, and the plain meat pizza for 'other than pepperoni'", () => {
    expect(best("fajita filled with meat and vegetables")).toBe("Fajita, beef or pork");
    expect(best("nachos with meat and cheese")).toBe("Nachos, beef or pork");
    expect(best("pizza topped with various meats")).toMatch(/^Pizza with meat other than pepperoni/);
  });

  it("finds no food in talk about the meal", () => {
    for (const talk of [
      "began day",
      "providing burst flavor",
      "balance nutrients",
      "quench thirst",
      "lean protein",
      "chill",
      "bubbly goodness",
      "middle of the day",
      "quarter of it",
    ])
      expect(best(talk)).toBe("(none)");
  });
});

describe("candy called by its shape", () => {
  it("a gummy bear is gummy candy, not bear meat", () => {
    expect(best("gummy bear")).toBe("Candy, gummy");
    expect(best("gummy worms")).toBe("Candy, gummy");
  });
});

describe("where a food came from", () => {
  it("a fast-food taco is a taco, not the sauce USDA notes is handed out at fast-food places", () => {
    expect(best("taco bell taco with meat")).toMatch(/^Taco, meat/);
  });

  it("a dish the phrase table names before 'with' is the kind; the words after it say which one of that kind", () => {
    expect(best("chicken burrito bowl with rice beans")).toBe("Burrito bowl, chicken, with beans and rice");
  });

  it("a hot drink is never a frozen one; alfredo is USDA's pasta with cream sauce", () => {
    expect(best("medium hot coffee with cream and sugar")).not.toMatch(/^Frozen/);
    expect(best("chicken alfredo")).toBe("Pasta with cream sauce and poultry, restaurant");
  });

  it("a chain's name is no tail of the phrase: 'jack in the box tacos' are tacos, not what follows 'jack'", () => {
    expect(best("jack in the box tacos")).toMatch(/^Taco/);
  });

  it("caramel sauce is the caramel topping; steamed dumplings are USDA's wontons and pot stickers", () => {
    expect(best("caramel sauce")).toBe("Topping, butterscotch or caramel");
    expect(best("steamed dumplings")).toBe("Wonton, dumpling or pot sticker, steamed");
  });
});

describe("names people use for packaged foods", () => {
  it("reads 'from the freezer' as frozen, fig bars as the fig cookie, a tube of yogurt as a yogurt tube", () => {
    expect(best("chocolate waffle from freezer")).toBe("Waffle, chocolate, frozen");
    expect(best("newton fig bar")).toBe("Cookie, fig bar");
    expect(best("tube yogurt")).toBe("Yogurt tube");
  });
});

describe("what a name says the food is not, and names of two words", () => {
  it("a chocolate-covered bar is not the one USDA says is 'not chocolate covered'", () => {
    expect(best("chocolate-covered coconut candy bar")).toBe("Chocolate candy, coconut filled");
  });

  it("a mock food stands in for another: a chicken leg is the chicken", () => {
    expect(best("chicken leg")).toMatch(/^Chicken leg, drumstick and thigh/);
  });

  it("a compound name said whole is that food: a chocolate snack cake is a snack cake", () => {
    expect(best("chocolate snack cake with icing")).toBe("Snack cake, chocolate");
    expect(best("ready-to-drink whole chocolate milk")).toBe("Chocolate milk, whole");
  });

  it("meat named by its animal is that meat: cow meat is beef, meat balls are meatballs", () => {
    expect(best("cow meat")).toMatch(/^Beef\b/);
    expect(best("meat from cow ox or bull")).toMatch(/^Beef\b/);
    expect(best("raw goat meat")).toBe("Goat, raw");
    expect(best("meat balls")).toMatch(/^Meatballs\b/);
    expect(best("brown cane sugar")).toBe("Sugar, brown");
    expect(best("boiled black-eyed peas")).toMatch(/^Blackeyed peas\b/);
  });

  it("the package a food came in names no food: a Capri Sun pouch is Capri Sun, not a yogurt pouch", () => {
    expect(best("capri sun pouch")).toBe("Fruit juice drink (Capri Sun)");
    expect(best("fun-size skittles package")).toBe("Candy, fruit flavored pieces");
  });

  it("breakfast meat is USDA's sausage, bacon or ham", () => {
    expect(best("burrito loaded with egg beans and breakfast meat")).toMatch(/^Egg burrito, with (sausage|bacon|ham)$/);
  });

  it("candy bars named with a number are the candy: 3 Musketeers, 100 Grand", () => {
    expect(best("3 musketeers bar")).toBe("Chocolate candy, nougat filled");
    expect(best("100 grand bar")).toBe("Candies, NESTLE, 100 GRAND Bar");
  });
});
